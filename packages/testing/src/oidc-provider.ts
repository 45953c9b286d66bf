import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';

/** Someone who can sign in at the provider: the login typed on its sign-in page, and their claims. */
export interface OidcAccount {
  login: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface OidcProviderOptions {
  /** The relying party's callback URLs. */
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free local port, standing in for Google:
 * authorization code with PKCE required, the client authenticating with its secret in the body,
 * and the e-mail, its verification and the name in the ID token as Google puts them. Its own
 * sign-in and consent pages take any login; an account not added with `addAccount` signs in as
 * the login taken for a verified e-mail address.
 */
export async function startOidcProvider(options: OidcProviderOptions) {
  const clientId = options.clientId ?? 'tp-test-client';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const accounts = new Map<string, OidcAccount>();

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id) ?? { login: id, email: id, emailVerified: true };
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount(account: OidcAccount): void {
      accounts.set(account.login, account);
    },
    /**
     * Goes through the provider as a browser would, without one: follows `authorizationUrl`,
     * signs in as `login` and consents (or cancels at the sign-in page), and returns the URL the
     * provider sends the browser back to.
     */
    async authorize(authorizationUrl: string, login: string, choice: 'consent' | 'cancel' = 'consent') {
      const cookies = new Map<string, string>();
      let request: { url: URL; body?: URLSearchParams } = { url: new URL(authorizationUrl) };
      for (let step = 0; step < 20; step++) {
        const res = await fetch(request.url, {
          method: request.body ? 'POST' : 'GET',
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
          ...(request.body ? { body: request.body } : {}),
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const eq = pair.indexOf('=');
          const value = pair.slice(eq + 1);
          if (value) cookies.set(pair.slice(0, eq), value);
          else cookies.delete(pair.slice(0, eq));
        }
        const location = res.headers.get('location');
        if (res.status >= 300 && res.status < 400 && location) {
          const next = new URL(location, request.url);
          if (next.origin !== issuer) return next;
          request = { url: next };
          continue;
        }
        const page = await res.text();
        const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
        const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1];
        if (res.status !== 200 || !action || !prompt) {
          throw new Error(`the provider answered ${res.status} at ${request.url}: ${page.slice(0, 300)}`);
        }
        const submit = new URL(action, request.url);
        if (choice === 'cancel') {
          request = { url: new URL(`${submit.pathname}/abort`, submit) };
        } else if (prompt === 'login') {
          request = { url: submit, body: new URLSearchParams({ prompt, login, password: 'any password' }) };
        } else {
          request = { url: submit, body: new URLSearchParams({ prompt }) };
        }
      }
      throw new Error('the provider never sent the browser back');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
