import { EyeOff, User } from 'lucide-react';
import { useState } from 'react';
import { usePrivacyMode } from '../privacy/privacy-mode';

type Props = { src: string | null | undefined; level?: number | null; size?: 'sm' | 'md' | 'lg' };
const sizes = { sm: 'size-10', md: 'size-14', lg: 'size-20' };

/** In privacy mode the picture is replaced: an avatar identifies the account as well as its name. */
export function AccountAvatar({ src, level, size = 'md' }: Props) {
  const [privacy] = usePrivacyMode();
  const [broken, setBroken] = useState(false);
  return (
    <div className="relative shrink-0">
      <div className={`${sizes[size]} grid place-items-center overflow-hidden rounded-box bg-base-300`}>
        {privacy ? (
          <EyeOff className="size-1/2 opacity-60" aria-label="Avatar hidden" />
        ) : src && !broken ? (
          <img src={src} alt="" className="size-full object-cover" onError={() => setBroken(true)} />
        ) : (
          <User className="size-1/2 opacity-60" aria-hidden />
        )}
      </div>
      {level != null && (
        <span className="badge badge-primary badge-xs absolute -bottom-1 -right-1 tabular-nums" title="Level">
          {level}
        </span>
      )}
    </div>
  );
}
