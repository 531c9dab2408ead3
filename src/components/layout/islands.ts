/**
 * The layout's islands that every page starts, imported by BaseLayout from this one module, so
 * that Astro points them all at one small file of the build (component-url) instead of a file
 * each: six requests and about 0.5 KB of the JavaScript budget fewer on every page. Their code is
 * in the shared `chrome` chunk either way (astro.config.ts). The location picker (started on
 * first use) and the consent banner (only with analytics, until answered) are apart, in files
 * of their own, so pages that do not start them do not load them.
 */
export { LocationButton } from './LocationButton.tsx';
export { MobileMenu } from './MobileMenu.tsx';
export { PageScripts } from './PageScripts.tsx';
export { RecentlyViewed } from './RecentlyViewed.tsx';
export { ServicesMenu } from './ServicesMenu.tsx';
export { ToastIsland } from '../ui/ToastIsland.tsx';
