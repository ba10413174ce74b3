// The association's logo and banner, made at seed time and served inside the answers as data:
// URLs (the contracts' `format: uri`; the portal's Content-Security-Policy takes data: images):
// the demo's own CDN host never resolves, so its addresses showed nothing.

const PALETTE = ['#2f6b4f', '#1e4e79', '#7a4b1e', '#5b3a7a'] as const;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

function dataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function logoOf(name: string, index: number): string {
  const colour = PALETTE[index % PALETTE.length] ?? PALETTE[0];
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="${colour}"/><text x="20" y="26" font-family="Helvetica, Arial, sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initialsOf(name))}</text><text x="48" y="25" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="${colour}">${escapeXml(name.slice(0, 18))}</text></svg>`,
  );
}

export function bannerOf(name: string, index: number): string {
  const colour = PALETTE[index % PALETTE.length] ?? PALETTE[0];
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="240" viewBox="0 0 1200 240"><rect width="1200" height="240" fill="${colour}"/><path d="M0 190 Q300 140 600 185 T1200 170 V240 H0Z" fill="#ffffff" opacity="0.18"/><text x="48" y="132" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#fff">${escapeXml(name)}</text></svg>`,
  );
}
