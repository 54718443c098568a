import { useState } from 'react';

export const AVATAR_PLACEHOLDER = '/avatar-placeholder.svg';

/** A round user picture; no address, or one that fails to load, shows the placeholder instead. */
export function Avatar({
  url,
  size = 'size-9',
  alt = '',
}: {
  url: string | null;
  size?: string;
  alt?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = url && url !== failedUrl ? url : AVATAR_PLACEHOLDER;
  return (
    <div className="avatar">
      <div className={`${size} rounded-full ring-1 ring-base-300`}>
        <img src={src} alt={alt} referrerPolicy="no-referrer" onError={() => setFailedUrl(url)} />
      </div>
    </div>
  );
}
