/**
 * The one inline script of app.html, right after the pre-rendered first screen's <template>
 * (renderDemoFirstScreen.tsx). It does two things, in this order:
 *
 * 1. It shows that screen while the page is parsed when the visitor is in the state it was
 *    rendered for (the demo flag set, on its address, on its tab), and moves its styles to
 *    <head>, where emotion takes them over. The screen is inert and hidden from assistive
 *    technology (no focus, clicks or screen reader) until React replaces it with the working
 *    one: its controls do nothing before then, and a click or a Tab on them would otherwise be
 *    lost.
 * 2. It starts the app's scripts: the entry script and the chunks it loads at once, listed in
 *    the JSON block `#startup-scripts` (build-config's preload-startup-chunks-plugin.mjs).
 *    When it has shown the first screen, it starts them only once the browser reports that
 *    screen painted: requested with the page, the scripts downloaded and ran before its first
 *    paint, so the first screen waited for them. Otherwise (nothing to paint first, a page
 *    opened in the background, a browser without paint timing) it starts them at once, and
 *    in any case after 2 s: nothing that goes wrong here may leave the page without its app.
 *
 *    The chunks are preloaded a few per task (CHUNKS_PER_TASK), and the entry is requested
 *    with the last of them. Each request costs the page about a millisecond (more on a busy
 *    machine): all of them in one task made a task of 60-130 ms on a phone-speed CPU
 *    (Lighthouse mobile, 4x). The entry comes last because, requested first, it arrived and
 *    ran while the chunks were being compiled beside it, and its task took two to four times
 *    as long. A hidden page asks for them all in one task: nobody waits on its tasks, and a
 *    hidden page's timers run at most once a second.
 *
 * It reads that state and those addresses from the page, so its text, and the hash under
 * which the Content Security Policy allows it (api/src/http/securityHeaders.ts), never change
 * with what is rendered or built.
 */
/** How many chunk preloads the script asks for in one task (see above). */
export const CHUNKS_PER_TASK = 4;

export const APP_START_SCRIPT = [
  '(function(){',
  "var screen=document.getElementById('first-screen'),want=screen.dataset,shown=false;",
  // Storage may be refused (a SecurityError): then there is no demo flag to read.
  "try{var tab=new URLSearchParams(location.search).get('tab');",
  "shown=sessionStorage.getItem(want.flag)==='true'&&location.pathname===want.path&&",
  "want.otherTabs.split(' ').indexOf(tab)<0}catch(error){}",
  'if(shown){',
  "document.head.append.apply(document.head,screen.content.querySelectorAll('style'));",
  'for(var i=0,parts=screen.content.children;i<parts.length;i++){',
  "parts[i].inert=true;parts[i].setAttribute('aria-hidden','true')}",
  "document.getElementById('root').append(screen.content)}",
  "var startup=JSON.parse(document.getElementById('startup-scripts').textContent),started=false;",
  'function start(){if(started)return;started=true;',
  'var chunks=startup.chunks.slice();',
  '(function preload(){',
  "chunks.splice(0,document.visibilityState==='hidden'?chunks.length:",
  `${CHUNKS_PER_TASK}).forEach(function(href){`,
  "var link=document.createElement('link');link.rel='preload';link.as='script';",
  "link.fetchPriority='low';link.href=href;document.head.append(link)});",
  'if(chunks.length)return void setTimeout(preload,0);',
  'startup.entries.forEach(function(src){',
  "var script=document.createElement('script');script.src=src;script.async=false;",
  'document.head.append(script)})})()}',
  // Paint entries are reported once the frame has reached the screen. Whatever goes wrong
  // while waiting for one, the app starts: at once, or after 2 s at the latest.
  "try{if(!shown||document.visibilityState==='hidden'||",
  "PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)start();",
  'else{new PerformanceObserver(function(list,observer){',
  "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}})",
  ".observe({type:'paint',buffered:true});",
  "document.addEventListener('visibilitychange',start,{once:true});setTimeout(start,2000)}}",
  'catch(error){start()}',
  '})()',
].join('');
