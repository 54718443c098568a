import { ArrowLeft, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';

export default function CancelPage() {
  return (
    <div className="hero min-h-[60vh]">
      <div className="hero-content text-center">
        <div className="max-w-md space-y-4">
          <CircleX className="mx-auto size-16 text-warning" aria-hidden />
          <h1 className="text-3xl font-bold">Purchase Cancelled</h1>
          <p className="opacity-70">
            Your purchase was cancelled. Nothing was charged and nothing changed on your account.
          </p>
          <Link to={paths.home} className="btn btn-primary">
            <ArrowLeft className="size-4" aria-hidden /> Go Back
          </Link>
        </div>
      </div>
    </div>
  );
}
