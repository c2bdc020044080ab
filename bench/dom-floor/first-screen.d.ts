/** The builder's first screen, as HTML: bench/app.bench.ts captures it from the built app and provides it. */
declare module 'virtual:first-screen' {
  const html: string;
  export default html;
}
