/**
 * The wizard's two animations as plain CSS (remotes ship no stylesheet): each step slides in 50 px over 0.3 s
 * from the side it comes from, and the analysis dots bounce. Both stop for visitors who ask for less motion.
 */
const CSS = `
.lexa-intake-step { animation: lexa-intake-slide 0.3s ease-out both; }
.lexa-intake-step-forward { --lexa-intake-from: 50px; }
.lexa-intake-step-back { --lexa-intake-from: -50px; }
@keyframes lexa-intake-slide {
  from { opacity: 0; transform: translateX(var(--lexa-intake-from)); }
  to { opacity: 1; transform: translateX(0); }
}
.lexa-intake-dot {
  display: inline-block; width: 10px; height: 10px; margin: 0 4px; border-radius: 50%;
  background: currentColor; animation: lexa-intake-bounce 1.2s infinite ease-in-out both;
}
.lexa-intake-dot:nth-child(2) { animation-delay: 0.15s; }
.lexa-intake-dot:nth-child(3) { animation-delay: 0.3s; }
@keyframes lexa-intake-bounce {
  0%, 80%, 100% { transform: translateY(0); opacity: 0.4; }
  40% { transform: translateY(-8px); opacity: 1; }
}
@media (prefers-reduced-motion: reduce) {
  .lexa-intake-step, .lexa-intake-dot { animation: none; }
}
`;

export function IntakeMotionStyles() {
  return <style>{CSS}</style>;
}
