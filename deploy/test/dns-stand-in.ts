// A DNS server for one name, as compose's or Kubernetes' DNS answers for a service with several
// replicas: every A question for `name` gets all `addresses` (nginx's resolver then sends requests
// to them in turn). Anything else: NXDOMAIN. Only what nginx's resolver asks (RFC 1035, UDP).
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';

const TYPE_A = 1;
const CLASS_IN = 1;

/** The question's name and where the question section ends. */
function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (message[at] !== 0) {
    const length = message[at]!;
    labels.push(message.toString('ascii', at + 1, at + 1 + length));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function answer(query: Buffer, name: string, addresses: string[]): Buffer {
  const question = readName(query, 12);
  const type = query.readUInt16BE(question.end);
  const matches = question.name === name.toLowerCase();
  const records = matches && type === TYPE_A ? addresses : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the id
  // QR=1, opcode 0, AA=1, RD copied; RA=1, RCODE 0 or 3 (NXDOMAIN)
  header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | (matches ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  const questionSection = query.subarray(12, question.end + 4);
  const answers = records.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(TYPE_A, 2);
    record.writeUInt16BE(CLASS_IN, 4);
    record.writeUInt32BE(5, 6); // TTL (s)
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((part, i) => record.writeUInt8(Number(part), 12 + i));
    return record;
  });
  return Buffer.concat([header, questionSection, ...answers]);
}

export async function startDnsStandIn(name: string, addresses: string[]) {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, from) => {
    try {
      socket.send(answer(query, name, addresses), from.port, from.address);
    } catch {
      // not a question this stand-in understands: no answer
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    /** `127.0.0.1:<port>`, as NGINX_RESOLVER takes it. */
    address: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
