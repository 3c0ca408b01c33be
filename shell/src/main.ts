// An async boundary before React mounts, so the federation runtime can negotiate shared singletons first.
import './errors/global-error-logging';

void import('./bootstrap');
