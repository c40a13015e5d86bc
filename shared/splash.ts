import { localePrefix, LOCALES } from './i18n/locales';

/**
 * The first visit's splash (spec sections 1, 4 and 9): the logo for 2.5 seconds, then a 0.5 second
 * fade, once per browser, and only when that first visit opens on a home page (decision 0040).
 *
 * It is painted with the page's first frame: a small script in the head (SPLASH_SCRIPT, allowed by
 * its hash in the content security policy) decides before anything is drawn, and the stylesheet shows
 * the splash the server already put in the page (client/app/splash.tsx). A visitor therefore sees the
 * splash and then the home page, never the home page, then the splash over it, then the page again.
 */
const SPLASH_STORAGE_KEY = 'hasSeenSplash';
const SPLASH_VISIBLE_MS = 2500;
const SPLASH_FADE_MS = 500;
/** The class on `<html>` that shows the splash (client/styles.css), and the fade's keyframes. */
const SPLASH_CLASS = 'splash';
const SPLASH_ANIMATION = 'splash-fade';

/** The home page in every language: `/`, `/es`, `/fr` (a trailing slash allowed). */
const SPLASH_PATH_PATTERN = new RegExp(`^(?:${LOCALES.map((locale) => localePrefix(locale).replace('/', '\\/')).join('|')})\\/?$`);

/**
 * However the page goes (no animations run, the splash's element is made again), the splash is gone
 * this long after the head's script ran: the fade's end plus room for a slow first paint.
 */
export const SPLASH_LONGEST_MS = SPLASH_VISIBLE_MS + SPLASH_FADE_MS + 3000;

/**
 * Runs in the head before the first paint: a visit is remembered the first time any page opens (so
 * someone who lands on an article never gets the splash later); the splash shows only when that page
 * is a home page. The class goes once the fade has ended (or at SPLASH_LONGEST_MS at the latest), so
 * nothing brings it back; a key or a touch ends it at once, so a keyboard never moves behind it.
 * Storage blocked: no splash, on any visit.
 */
export const SPLASH_SCRIPT = `(function(){try{var s=window.localStorage,r=document.documentElement,c=${JSON.stringify(SPLASH_CLASS)};if(s.getItem(${JSON.stringify(SPLASH_STORAGE_KEY)})==='true')return;s.setItem(${JSON.stringify(SPLASH_STORAGE_KEY)},'true');if(!${SPLASH_PATH_PATTERN.toString()}.test(location.pathname))return;r.classList.add(c);var t,o={capture:true},e=function(){r.classList.remove(c);clearTimeout(t);removeEventListener('animationend',a,o);removeEventListener('keydown',e,o);removeEventListener('pointerdown',e,o)},a=function(v){if(v.animationName===${JSON.stringify(SPLASH_ANIMATION)})e()};t=setTimeout(e,${SPLASH_LONGEST_MS});addEventListener('animationend',a,o);addEventListener('keydown',e,o);addEventListener('pointerdown',e,o)}catch(x){}})()`;
