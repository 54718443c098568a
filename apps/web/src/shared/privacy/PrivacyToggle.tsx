import { Eye, EyeOff } from 'lucide-react';
import { usePrivacyMode } from './privacy-mode';

/** The global privacy switch, as every controls bar of the overview shows it. */
export function PrivacyToggle() {
  const [privacy, setPrivacy] = usePrivacyMode();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-circle"
      aria-label={privacy ? 'Turn privacy mode off' : 'Turn privacy mode on'}
      aria-pressed={privacy}
      title="Privacy mode"
      onClick={() => setPrivacy(!privacy)}
    >
      {privacy ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
    </button>
  );
}
