import { useEffect, useRef, useState } from 'react';
import { RecaptchaCaptcha } from './recaptcha-captcha';
import { SandboxCaptcha } from './sandbox-captcha';
import type { CaptchaProvider, CaptchaProviderName, CaptchaWidget } from './types';

export function captchaProvider(name: CaptchaProviderName): CaptchaProvider {
  return name === 'recaptcha' ? RecaptchaCaptcha : SandboxCaptcha;
}

export interface CaptchaProps {
  /** `captchaProvider` from the runtime configuration. */
  provider: CaptchaProviderName;
  /** `captchaSiteKey` from the runtime configuration. */
  siteKey: string;
  /** A token once solved; null when it expires, is undone or is reset. */
  onToken: (token: string | null) => void;
  /** Changing it resets the captcha (after a request used the token). */
  resetKey?: number;
  /** Id of the captcha's container; the first control inside it takes focus for a form error. */
  id?: string;
  /** Marks the control invalid and ties it to the error text. */
  invalid?: boolean;
  describedBy?: string | undefined;
  language: string;
  texts: {
    /** The sandbox checkbox: "I'm not a robot (sandbox check: …)". */
    sandboxLabel: string;
    /** Shown when the provider cannot be loaded. */
    loadFailed: string;
  };
}

/** The captcha the configuration names, rendered through its provider. */
export function Captcha({
  provider,
  siteKey,
  onToken,
  resetKey = 0,
  id,
  invalid = false,
  describedBy,
  language,
  texts,
}: CaptchaProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<CaptchaWidget | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest props, for callbacks and effects that must not re-render the provider.
  const latest = useRef({ onToken, texts, language, id, invalid, describedBy });
  useEffect(() => {
    latest.current = { onToken, texts, language, id, invalid, describedBy };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let rendered: CaptchaWidget | null = null;
    setFailed(false);
    const current = latest.current;
    captchaProvider(provider)
      .render(element, {
        siteKey,
        language: current.language,
        label: current.texts.sandboxLabel,
        controlId: current.id ? `${current.id}-control` : undefined,
        onToken: (token) => {
          latest.current.onToken(token);
        },
        onExpire: () => {
          latest.current.onToken(null);
        },
      })
      .then((created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        rendered = created;
        widget.current = created;
        created.setInvalid?.(latest.current.invalid, latest.current.describedBy);
      })
      .catch((error: unknown) => {
        console.warn('Captcha unavailable', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      rendered?.destroy();
      widget.current = null;
    };
  }, [provider, siteKey]);

  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (resetKey === firstReset.current) return;
    firstReset.current = resetKey;
    widget.current?.reset();
    latest.current.onToken(null);
  }, [resetKey]);

  useEffect(() => {
    widget.current?.setInvalid?.(invalid, describedBy);
  }, [invalid, describedBy]);

  useEffect(() => {
    widget.current?.setLabel?.(texts.sandboxLabel);
  }, [texts.sandboxLabel]);

  return (
    <div id={id} className="flex flex-col gap-1">
      <div ref={container} />
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {texts.loadFailed}
        </p>
      ) : null}
    </div>
  );
}
