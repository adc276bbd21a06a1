// A real SMTP server on 127.0.0.1 that keeps every mail it receives and shows them over HTTP,
// so end-to-end tests can open the links the app emails (no mail leaves the machine).
//   node scripts/local-smtp-capture.mjs <smtp port> <http port>
// GET /messages?to=<address> answers that address's mails, oldest first:
// [{ "to": "...", "subject": "...", "text": "..." }]; GET /health answers 200.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [smtpPort = '18751', httpPort = '18752'] = process.argv.slice(2);
const received = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        received.push({
          to: to?.value[0]?.address?.toLowerCase() ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        done();
      })
      .catch(done);
  },
});

const web = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.writeHead(200).end('ok');
  } else if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = to ? received.filter((mail) => mail.to === to) : received;
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(mails));
  } else {
    response.writeHead(404).end();
  }
});

smtp.listen(Number(smtpPort), '127.0.0.1');
web.listen(Number(httpPort), '127.0.0.1');
console.log(
  `local SMTP capture: smtp://127.0.0.1:${smtpPort}, mail at http://127.0.0.1:${httpPort}`,
);

const stop = () => {
  web.close();
  smtp.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
