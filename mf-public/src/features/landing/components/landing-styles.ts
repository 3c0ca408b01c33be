/** The landing page's CSS (rendered in a <style> element, no global stylesheet). */
export const LANDING_CSS = `
.lexa-landing { position: relative; min-height: 100vh; overflow: hidden; background: linear-gradient(180deg, #f7f9fc 0%, #eef2f8 100%); }
.lexa-landing-header { position: relative; z-index: 30; display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 16px 24px; flex-wrap: wrap; }
.lexa-landing-brand { font-size: 22px; font-weight: 700; color: #1f4e79; letter-spacing: 0.02em; }
.lexa-landing-nav { display: flex; gap: 8px; flex-wrap: wrap; }
.lexa-landing-link {
  font: inherit; font-size: 14px; padding: 6px 15px; border-radius: 8px; cursor: pointer; border: 1px solid #d0d7e2; background: #fff; color: #1f2937;
}
.lexa-landing-link[data-primary='true'] { background: #1f4e79; border-color: #1f4e79; color: #fff; }
.lexa-landing-link:hover { border-color: #1f4e79; }
.lexa-landing-link:focus-visible, .lexa-landing-search-clear:focus-visible { outline: 3px solid #91caff; outline-offset: 1px; }
.lexa-landing-search { position: relative; z-index: 30; width: min(36rem, calc(100% - 32px)); margin: 0 auto; }
.lexa-landing-search-box {
  display: flex; align-items: center; gap: 8px; padding: 0 12px; background: #fff; border: 1px solid #d0d7e2; border-radius: 12px;
  box-shadow: 0 4px 16px rgba(15, 23, 42, 0.06); color: #5b6678;
}
.lexa-landing-search-box:focus-within { border-color: #1f4e79; }
.lexa-landing-search-box svg { width: 18px; height: 18px; flex: none; }
.lexa-landing-search-input { flex: 1; min-width: 0; border: none; outline: none; background: transparent; font: inherit; font-size: 16px; padding: 12px 0; color: #1f2937; }
.lexa-landing-search-clear { border: none; background: none; font-size: 20px; line-height: 1; color: #8a94a6; cursor: pointer; padding: 2px 4px; border-radius: 4px; }
.lexa-landing-result-list { list-style: none; margin: 0; padding: 0; }
.lexa-landing-results {
  position: absolute; top: calc(100% + 6px); left: 0; right: 0; max-height: 60vh; overflow-y: auto; padding: 6px;
  background: #fff; border-radius: 12px; box-shadow: 0 12px 32px rgba(15, 23, 42, 0.18);
}
.lexa-landing-result { display: block; width: 100%; text-align: left; border: none; background: none; padding: 8px 12px; border-radius: 8px; cursor: pointer; font: inherit; color: inherit; }
.lexa-landing-result:hover, .lexa-landing-result:focus-visible { background: #eef4fb; outline: none; }
.lexa-landing-result-label { display: block; font-weight: 600; }
.lexa-landing-result-message { display: block; font-size: 12px; color: #5b6678; }
.lexa-landing-empty { margin: 0; padding: 12px; color: #5b6678; }
.lexa-landing-stage {
  position: absolute; inset: 0; z-index: 10; display: grid; gap: 16px; padding: 150px 24px 24px;
  grid-template-columns: 1fr 1fr minmax(26rem, 1.3fr) 1fr 1fr; transition: filter 0.2s ease;
}
.lexa-landing-stage[data-blurred='true'] { filter: blur(6px); pointer-events: none; }
.lexa-landing-column { overflow: hidden; mask-image: linear-gradient(transparent, #000 12%, #000 88%, transparent); }
.lexa-landing-centre { display: flex; align-items: center; justify-content: center; text-align: center; }
.lexa-landing-track { display: flex; flex-direction: column; gap: 10px; animation: lexa-landing-scroll var(--lexa-landing-duration) linear infinite; }
.lexa-landing-column[data-direction='down'] .lexa-landing-track { animation-direction: reverse; }
.lexa-landing-column:hover .lexa-landing-track, .lexa-landing-column:focus-within .lexa-landing-track { animation-play-state: paused; }
.lexa-landing-service {
  border: 1px solid #dbe3ee; background: rgba(255, 255, 255, 0.85); border-radius: 999px; padding: 8px 14px; font: inherit; font-size: 13px;
  color: #1f2937; cursor: pointer; text-align: center; transition: background 0.15s, border-color 0.15s;
}
.lexa-landing-service:hover, .lexa-landing-service:focus-visible { background: #fff; border-color: #1f4e79; outline: none; }
.lexa-landing-title { opacity: 0.45; color: #1f2937; }
.lexa-landing-title-main { margin: 0; font-size: 44px; font-weight: 700; line-height: 1.2; }
.lexa-landing-title-sub { margin: 4px 0 0; font-size: 24px; }
@keyframes lexa-landing-scroll { from { transform: translateY(0); } to { transform: translateY(calc(-50% - 5px)); } }
@media (max-width: 1100px) {
  .lexa-landing-stage { grid-template-columns: 1fr minmax(22rem, 1.5fr) 1fr; }
  .lexa-landing-column[data-index='1'], .lexa-landing-column[data-index='2'] { display: none; }
}
@media (max-width: 767px) {
  .lexa-landing-stage { grid-template-columns: 1fr 1fr; grid-template-rows: auto 1fr; padding-top: 200px; }
  .lexa-landing-centre { grid-column: 1 / span 2; grid-row: 1; }
  /* Phones: every control a 44 px tap target. */
  .lexa-landing-link, .lexa-landing-service, .lexa-landing-result, .lexa-landing-search-input { min-height: 44px; }
  .lexa-landing-search-clear { min-width: 44px; min-height: 44px; }
}
@media (prefers-reduced-motion: reduce) {
  .lexa-landing-track { animation: none; }
  .lexa-landing-column { overflow-y: auto; }
  .lexa-landing-stage { transition: none; }
}
`;
