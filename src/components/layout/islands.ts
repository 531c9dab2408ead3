/**
 * The layout's islands, imported by BaseLayout from this one module, so that Astro points them
 * all at one small file of the build (component-url) instead of a file each: eight requests and
 * about 0.7 KB of the JavaScript budget fewer on every page. Their code is in the
 * shared `chrome` chunk either way (astro.config.ts).
 */
export { ConsentBanner } from '../consent/ConsentBanner.tsx';
export { LocationButton } from './LocationButton.tsx';
export { LocationPicker } from '../location/LocationPicker.tsx';
export { MobileMenu } from './MobileMenu.tsx';
export { PageScripts } from './PageScripts.tsx';
export { RecentlyViewed } from './RecentlyViewed.tsx';
export { ServicesMenu } from './ServicesMenu.tsx';
export { ToastIsland } from '../ui/ToastIsland.tsx';
