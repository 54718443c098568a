/** The help collapse of the Add Account dialog: where the secrets come from and which proxies work. */
export function CredentialsHelp() {
  return (
    <details className="collapse collapse-arrow mt-4 bg-base-200">
      <summary className="collapse-title text-sm font-semibold">Where do I find these details?</summary>
      <div className="collapse-content space-y-2 text-sm opacity-80">
        <p>
          <strong>Shared secret and identity secret</strong> come from your Steam Guard mobile authenticator
          export (the maFile of Steam Desktop Authenticator, or your authenticator app's backup). They let the
          bot generate login codes and confirm trades.
        </p>
        <p>
          <strong>Proxy</strong>: each Steam account needs its own SOCKS5 proxy, written as
          socks5://user:password@host:port. HTTP proxies are not supported.
        </p>
        <p>
          <strong>CSGORoll session cookie</strong>: copy the session cookie from your browser's developer
          tools while signed in to CSGORoll, or sign in with your email and password instead.
        </p>
        <p>Your credentials are stored encrypted and are never shown again after you save them.</p>
      </div>
    </details>
  );
}
