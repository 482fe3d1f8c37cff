/**
 * The local SMTP sink with a web inbox (maildev) that `pnpm start` runs on a development machine
 * without `SMTP_URL` (`start.mjs`), so a newcomer sees the e-mails the product sends. Plain
 * JavaScript: it runs before, and beside, the API bundle `dist/main.js`.
 */
import { createServer } from 'node:net';

/** SMTP port of the sink unless MAIL_SINK_SMTP_PORT says otherwise. */
export const DEFAULT_SINK_SMTP_PORT = 1025;
/** Web inbox port of the sink unless MAIL_SINK_WEB_PORT says otherwise. */
export const DEFAULT_SINK_WEB_PORT = 1080;
/** The sink listens on the loopback address only: the inbox shows every e-mail, unauthenticated. */
const HOST = '127.0.0.1';

/**
 * A port setting, or its default.
 *
 * @param {Readonly<Record<string, string | undefined>>} env the environment
 * @param {string} name the variable
 * @param {number} fallback the default port
 * @returns {number} the port
 * @throws {Error} when the value is not a TCP port
 */
function port(env, name, fallback) {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65_535)
    throw new Error(`${name} must be a TCP port (1-65535), is "${value}"`);
  return number;
}

/**
 * Why a TCP port cannot be listened on. maildev, when one of its two ports is taken, leaves the
 * other one open; checking both first avoids that.
 *
 * @param {number} port the port
 * @returns {Promise<string | undefined>} undefined when free, else the reason
 */
function portTaken(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(error.message));
    probe.listen(port, HOST, () => probe.close(() => resolve(undefined)));
  });
}

/**
 * Whether this start wants the sink: development (NODE_ENV unset or `development`), no
 * `SMTP_URL`, and not `MAIL_SINK=off`. Production requires SMTP_URL (the API refuses to start
 * without it); tests set NODE_ENV=test.
 *
 * @param {Readonly<Record<string, string | undefined>>} env the environment
 * @returns {boolean}
 */
export function wantsMailSink(env) {
  return (
    (env.NODE_ENV ?? 'development') === 'development' &&
    (env.SMTP_URL ?? '') === '' &&
    env.MAIL_SINK !== 'off'
  );
}

/**
 * @typedef {object} MailSink
 * @property {string} smtpUrl the SMTP URL for the API (`smtp://127.0.0.1:<port>`)
 * @property {string} inboxUrl the web inbox (`http://localhost:<port>`)
 * @property {() => Promise<void>} stop closes both servers
 */

/**
 * Starts maildev when {@link wantsMailSink}: SMTP on MAIL_SINK_SMTP_PORT (1025) and the web
 * inbox on MAIL_SINK_WEB_PORT (1080), both on 127.0.0.1, messages kept under
 * `<dataDir>/maildev` (the newest 500). When a port is taken (another sink, another checkout)
 * there is no sink and the API writes e-mails to its outbox folder as before.
 *
 * @param {Readonly<Record<string, string | undefined>>} env the environment
 * @param {string} dataDir the API's DATA_DIR
 * @param {(line: string) => void} warn where to say why there is no sink
 * @returns {Promise<MailSink | undefined>} the running sink, or undefined
 * @throws {Error} when a port setting is not a port
 */
export async function startMailSink(env, dataDir, warn) {
  if (!wantsMailSink(env)) return undefined;
  const smtpPort = port(env, 'MAIL_SINK_SMTP_PORT', DEFAULT_SINK_SMTP_PORT);
  const webPort = port(env, 'MAIL_SINK_WEB_PORT', DEFAULT_SINK_WEB_PORT);
  const fallback = `e-mails are written to ${dataDir}/outbox instead`;
  for (const taken of [await portTaken(smtpPort), await portTaken(webPort)]) {
    if (taken !== undefined) {
      warn(`mail sink not started (${taken}); ${fallback}`);
      return undefined;
    }
  }
  /** @type {import('maildev').MailDev | undefined} */
  let sink;
  try {
    // Imported only here: maildev is a development dependency, absent from a production install.
    const { MailDev } = await import('maildev');
    sink = new MailDev({
      smtp: smtpPort,
      ip: HOST,
      web: webPort,
      webIp: HOST,
      mailDirectory: `${dataDir}/maildev`,
      maxEmails: 500,
      silent: true,
    });
    await sink.start();
  } catch (error) {
    await sink?.stop().catch(() => {});
    warn(
      `mail sink not started (${error instanceof Error ? error.message : String(error)}); ${fallback}`,
    );
    return undefined;
  }
  const running = sink;
  return {
    smtpUrl: `smtp://${HOST}:${smtpPort}`,
    inboxUrl: `http://localhost:${webPort}`,
    stop: () => running.stop(),
  };
}
