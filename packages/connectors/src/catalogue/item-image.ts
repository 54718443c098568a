/**
 * Item images: Steam's economy image host when we know the image hash, otherwise a bundled SVG in
 * the rarity's colour, so the sandbox market and an offline machine never show a broken image.
 */
export function itemImageUrl(iconHash: string | null | undefined, assetsBaseUrl: string): string {
  if (!iconHash) return fallbackItemImage('CS2 item', '#4b69ff');
  if (/^(https?:|data:)/.test(iconHash)) return iconHash;
  return `${assetsBaseUrl.replace(/\/$/, '')}/${iconHash}/360fx360f`;
}

export function fallbackItemImage(label: string, color: string): string {
  const text = label
    .replace(/-/g, ' ')
    .replace(/[<>&"']/g, '')
    .slice(0, 28);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="270" viewBox="0 0 360 270">` +
    `<rect width="360" height="270" rx="18" fill="#1d232a"/>` +
    `<rect y="250" width="360" height="20" fill="${color}"/>` +
    `<path d="M60 150h190l20-18h30v22h-28l-14 14H130l-20 40H80l14-40H60z" fill="${color}" opacity=".85"/>` +
    `<text x="180" y="60" font-family="sans-serif" font-size="20" fill="#a6adbb" text-anchor="middle">${text}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
