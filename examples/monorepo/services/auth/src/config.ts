export interface AuthConfig {
  port: number;
  issuer: string;
  accessTokenTtlSeconds: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return {
    port: Number(env.AUTH_PORT ?? 4001),
    issuer: env.AUTH_ISSUER ?? 'https://auth.acme.test',
    accessTokenTtlSeconds: 15 * 60,
  };
}
