import { NotFound } from '../../../shared/ui/NotFound';

/**
 * Without a token or the admin role, /admin shows the unknown-page screen (public-site.md,
 * route guards). Nobody can hold a role before sign-in exists, so that is all it shows for now.
 */
export default function AdminPage() {
  return <NotFound />;
}
