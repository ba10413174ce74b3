import { useState } from 'react';

interface AssociationLogoProps {
  src: string | undefined;
  name: string | undefined;
}

/** The association's logo from its settings; the Courtyard mark when there is none or it fails. */
export function AssociationLogo({ src, name }: AssociationLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <img src="/favicon.svg" alt="" width={28} height={28} />;
  return (
    <img
      src={src}
      alt={name ?? ''}
      className="h-8 w-auto max-w-40"
      onError={() => setFailed(src)}
    />
  );
}
