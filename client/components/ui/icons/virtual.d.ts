/** The sprite URL exported by scripts/vite/icon-sprite.ts. */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}
