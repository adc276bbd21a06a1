// A real OAuth 2.0 / OpenID Connect provider on 127.0.0.1 (oauth2-mock-server), standing in
// for Google in tests: Google is unreachable here. It signs every user in at once as the
// person given on the command line and says their email is verified.
//   node scripts/local-oauth-provider.mjs <port> <email> <name>
import { OAuth2Server } from 'oauth2-mock-server';

const [port = '18090', email = 'grace@example.com', name = 'Grace Hopper'] = process.argv.slice(2);

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeUserinfo', (userinfo) => {
  userinfo.body = { sub: `local-${email}`, email, email_verified: true, name };
});
await server.start(Number(port), '127.0.0.1');
console.log(`local OAuth provider ready at ${server.issuer.url}`);

const stop = () => server.stop().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
