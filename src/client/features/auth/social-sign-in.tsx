// Spec section 2: social sign-in links for Google, Facebook and X. Until a provider is configured on the
// server (issue 7), its button is shown disabled with a note.
const PROVIDERS = [
  { id: 'google', label: 'Sign up with Google' },
  { id: 'facebook', label: 'Sign up with Facebook' },
  { id: 'twitter', label: 'Sign up with X' },
] as const;

export function SocialSignIn() {
  return (
    <section aria-labelledby="social-heading" className="stack" style={{ marginBottom: '1rem' }}>
      <h2 id="social-heading" className="visually-hidden">
        Sign up with another account
      </h2>
      <div className="row">
        {PROVIDERS.map((p) => (
          <button key={p.id} type="button" className="btn btn-secondary" disabled aria-describedby="social-note">
            {p.label}
          </button>
        ))}
      </div>
      <p id="social-note" className="field-hint">
        Sign-in with Google, Facebook or X is not set up on this forum yet. Please register with an email address.
      </p>
    </section>
  );
}
