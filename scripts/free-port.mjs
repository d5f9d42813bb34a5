// Prints a free TCP port on 127.0.0.1.
import net from 'node:net';

const server = net.createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  server.close(() => console.log(typeof address === 'object' && address ? address.port : ''));
});
