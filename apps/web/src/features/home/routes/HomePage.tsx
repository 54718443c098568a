import { Link } from 'react-router';
import { paths } from '../../../app/paths';

export default function HomePage() {
  return (
    <section className="hero min-h-[70vh]">
      <div className="hero-content text-center">
        <div className="max-w-2xl space-y-6">
          <h1 className="text-4xl font-black sm:text-6xl">Automated CS2 skin trading</h1>
          <Link to={paths.signUp} className="btn btn-primary btn-lg">
            Start Free Trial
          </Link>
        </div>
      </div>
    </section>
  );
}
