import { Link } from 'react-router';
import { Alert } from '../../../../ui/alert';
import { NarrowCard } from '../../../../ui/narrow-card';

/** A pending step that cannot go on (expired, finished, or opened in another browser). */
export function StepProblem({ title, message }: { title: string; message: string }) {
  return (
    <NarrowCard title={title}>
      <Alert kind="error">{message}</Alert>
      <p className="row">
        <Link className="btn" to="/login">
          Back to Login
        </Link>
        <Link className="btn btn-secondary" to="/register">
          Register
        </Link>
      </p>
    </NarrowCard>
  );
}
