import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <section className="container py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0">404</p>
      <h1 className="h3">Page not found</h1>
      <p className="text-secondary">The page you are looking for does not exist or has moved.</p>
      <Link className="btn btn-primary" to="/">
        Back to Home
      </Link>
    </section>
  );
}
