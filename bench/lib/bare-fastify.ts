/**
 * The catalogue bench's reference: a bare Fastify 5 process with one constant-JSON route and no
 * plugins, started beside the app. Prints `READY {"port":…}`; stops on SIGTERM.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ ok: true, store: 'Nidra' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`READY ${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
