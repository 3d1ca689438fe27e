import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthConfig } from './config.js';

export function handleSession(req: IncomingMessage, res: ServerResponse, config: AuthConfig): void {
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  res.setHeader('set-cookie', `sid=pending; HttpOnly; Secure; SameSite=Lax; Max-Age=${config.accessTokenTtlSeconds}`);
  res.writeHead(204).end();
}
