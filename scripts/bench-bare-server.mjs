// The yardstick of `npm run bench:api`: Fastify with one JSON route and nothing else, run in a
// process of its own as the app is. Prints its URL once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(url);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
