// Whether the router's error screen is on display: a chunk that failed while offline reloads the
// page when the connection is back only if that failure is what the person is looking at; a
// failed preload (a link merely hovered) loads again by itself on the next navigation.
let shown = 0;

export function errorScreenMounted(): () => void {
  shown += 1;
  return () => {
    shown -= 1;
  };
}

export function isErrorScreenShown(): boolean {
  return shown > 0;
}
