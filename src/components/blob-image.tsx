import { useEffect, useRef } from 'react';

/**
 * An image's bytes shown through an object URL that lives exactly as long as the element: made
 * and revoked by the effect, set on the element directly (never rendered into markup).
 */
export function BlobImage({
  blob,
  type,
  className,
  onBroken,
}: {
  blob: Blob;
  type: string;
  className: string;
  onBroken: () => void;
}) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([blob], { type }));
    if (image.current) image.current.src = url;
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [blob, type]);
  // The name is said by the button or dialog title around it.
  return <img ref={image} alt="" className={className} onError={onBroken} />;
}
