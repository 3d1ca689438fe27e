import { createServer } from 'node:http';
import { loadConfig } from './config.js';
import { handleSession } from './session.js';

const config = loadConfig();

createServer((req, res) => {
  if (req.url?.startsWith('/session')) return handleSession(req, res, config);
  res.writeHead(404).end();
}).listen(config.port);
