import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';

/**
 * A page of the web app's origin as hostile as a dashboard's markdown, CSS and (were it ever injected) script can
 * make it: every way a page fetches something elsewhere, aimed at a victim on the same loopback host. It raises the
 * report's ready signal only once each attempt has ended, so a rendering has seen them all before it captures.
 */
export function hostilePage(victim: string): string {
  const http = `http://${victim}`;
  const rtc = `new RTCPeerConnection({ iceServers: [{ urls: 'stun:${victim}' }, { urls: 'turn:${victim}?transport=tcp', username: 'u', credential: 'c' }] })`;
  return `<!doctype html><html><head>
<link rel="preconnect" href="${http}/preconnect"><link rel="dns-prefetch" href="//victim.example">
<link id="prefetch" rel="prefetch" href="${http}/prefetch">
<link id="sheet" rel="stylesheet" href="${http}/sheet.css">
<style>@import url(${http}/import.css); body { background: url(${http}/css-background) }
@font-face { font-family: lure; src: url(${http}/font.woff) } p { font-family: lure }</style>
</head><body><p>Quarterly numbers</p>
<img id="img" src="${http}/img"><input id="input" type="image" src="${http}/input-image"><img id="redirect" src="/redirect">
<video id="video" src="${http}/video"></video><audio id="audio" src="${http}/audio" preload="auto"></audio>
<iframe id="frame" src="${http}/iframe"></iframe>
<script>
const ended = (element, ...events) => new Promise((resolve) => events.forEach((event) => element.addEventListener(event, resolve, { once: true })));
const media = (element) => element.error || element.networkState === 3 ? Promise.resolve() : ended(element, 'error', 'loadeddata');
// ICE gathering sends STUN to the victim; a peer connection that cannot start is what the renderer leaves the page.
const gathered = (() => {
  if (typeof RTCPeerConnection !== 'function') return Promise.resolve();
  const peer = ${rtc};
  peer.createDataChannel('x');
  peer.createOffer().then((offer) => peer.setLocalDescription(offer));
  const complete = new Promise((resolve) => peer.addEventListener('icegatheringstatechange', () => peer.iceGatheringState === 'complete' && resolve()));
  return Promise.race([complete, new Promise((resolve) => setTimeout(resolve, 5000))]);
})();
const socket = new WebSocket('ws://${victim}/socket');
const source = new EventSource('${http}/events');
Promise.all([
  ended(window, 'load'),
  ended(document.getElementById('prefetch'), 'load', 'error'),
  media(document.getElementById('video')),
  media(document.getElementById('audio')),
  fetch('${http}/fetch').catch(() => undefined),
  ended(socket, 'close', 'error'),
  ended(source, 'error').then(() => source.close()),
  navigator.serviceWorker.register('/worker.js').catch(() => undefined),
  gathered,
]).then(() => document.fonts.ready).then(() => { document.documentElement.dataset.reportReady = 'true' });
</script></body></html>`;
}

/** What the victim saw: TCP connections (with the first line each sent) and UDP datagrams. */
export interface Victim {
  address: string;
  seen: string[];
  close(): Promise<void>;
}

/** A TCP and UDP listener on one loopback port that records whatever reaches it and answers nothing useful. */
export async function startVictim(): Promise<Victim> {
  const seen: string[] = [];
  const tcp = createTcpServer((socket) => {
    seen.push('tcp connection');
    socket.on('error', () => undefined);
    socket.once('data', (data) => {
      seen.push(data.toString('latin1').split('\r\n')[0] ?? '');
      socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    });
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const { port } = tcp.address() as AddressInfo;
  const udp: UdpSocket = createSocket('udp4').on('message', () => seen.push('udp datagram'));
  await new Promise<void>((resolve) => udp.bind(port, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${port}`,
    seen,
    close: async () => {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    },
  };
}

/** The "web app": the hostile page at every path, a redirect to the victim and a service worker that calls it. */
export async function startHostileApp(victim: string): Promise<{ url: string; server: Server }> {
  const server = createHttpServer((request, response) => {
    if (request.url === '/redirect') return response.writeHead(302, { location: `http://${victim}/redirected` }).end();
    if (request.url === '/worker.js')
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end(`fetch('http://${victim}/worker')`);
    return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostilePage(victim));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/superset/dashboard/1/?standalone=3`,
    server,
  };
}
