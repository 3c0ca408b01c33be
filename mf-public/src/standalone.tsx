// Runs this remote alone (vite dev / preview) for local work, outside the shell.
void import('./standalone-bootstrap');
