/** The parts of maildev 2.x (no bundled types) the tests use. */
declare module 'maildev' {
  export interface MailDevOptions {
    smtp: number;
    web: number;
    ip?: string;
    mailDirectory?: string;
    silent?: boolean;
    disableWeb?: boolean;
  }
  export interface MailDevAddress {
    address: string;
    name: string;
  }
  export interface MailDevEmail {
    id: string;
    subject: string;
    to: MailDevAddress[];
    from: MailDevAddress[];
    replyTo?: MailDevAddress[];
    html?: string;
    text?: string;
    headers: Record<string, string>;
  }
  interface MailDevServer {
    listen(callback?: (error?: Error) => void): Promise<void>;
    close(callback?: (error?: Error) => void): void;
    getAllEmail(done: (error: Error | null, emails: MailDevEmail[]) => void): void;
  }
  const MailDev: new (options: MailDevOptions) => MailDevServer;
  export default MailDev;
}
