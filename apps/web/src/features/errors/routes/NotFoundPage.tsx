import { NotFound } from '../../../shared/ui/NotFound';

export default function NotFoundPage() {
  return <NotFound />;
}
