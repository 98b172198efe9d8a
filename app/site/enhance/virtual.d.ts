/** The enhancement script's path under the site's base, e.g. assets/enhance-3fa9c2.js (vite.config.ts). */
declare module 'virtual:site-enhance' {
  const fileName: string;
  export default fileName;
}
