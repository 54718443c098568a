import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';

export function NotFound() {
  return (
    <div className="hero min-h-[60vh]">
      <div className="hero-content text-center">
        <div className="max-w-md space-y-4">
          <p className="text-7xl font-black text-primary tabular">404</p>
          <h1 className="text-3xl font-bold">Page Not Found</h1>
          <p className="opacity-70">The page you are looking for does not exist or has moved.</p>
          <Link to={paths.home} className="btn btn-primary">
            <Home className="size-4" aria-hidden /> Back to Home
          </Link>
        </div>
      </div>
    </div>
  );
}
