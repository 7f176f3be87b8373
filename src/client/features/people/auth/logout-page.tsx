import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../session/session-context';
import { Loading } from '../../../ui/loading';

// Route /logout: clears the session (on the server too) and goes home.
export default function LogoutPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(() => navigate('/', { replace: true }));
  }, [signOut, navigate]);
  return <Loading label="Signing out..." />;
}
