import { useState } from 'react';

interface AssociationLogoProps {
  src: string | undefined;
  name: string | undefined;
}

/**
 * The association's logo from its settings; the Courtyard mark when there is none, while it loads
 * and when it fails. The logo only takes the mark's place once it has loaded: a loading or broken
 * image would show its alt text, which widens the header until it wraps (a layout shift).
 */
export function AssociationLogo({ src, name }: AssociationLogoProps) {
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const showLogo = loaded !== null && loaded === src;
  return (
    <>
      {src && failed !== src ? (
        <img
          src={src}
          alt={name ?? ''}
          className="h-8 w-auto max-w-40"
          hidden={!showLogo}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
        />
      ) : null}
      {showLogo ? null : <img src="/favicon.svg" alt="" width={28} height={28} />}
    </>
  );
}
