import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

/** A mail as the stand-in received it: the envelope's recipients and the raw MIME text. */
export type ReceivedMail = { to: string[]; raw: string }

/**
 * A local SMTP server standing in for the shop's mail relay (no TLS, no login), on 127.0.0.1 at
 * `port` (0: any free one). Each whole mail goes to `receive`; an error it returns (or resolves to: a slow relay) is the
 * server's answer instead of accepting the mail (a 451 "try again later", say).
 */
export async function startSmtpStandIn(port: number, receive: (mail: ReceivedMail) => Error | void | Promise<Error | void>) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on(
        'end',
        () =>
          void Promise.resolve(
            receive({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') }),
          ).then((answer) => callback(answer ?? undefined)),
      )
    },
  })
  // A client that drops the connection mid-mail (a shop instance killed while sending) is that client's problem, not the relay's.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
