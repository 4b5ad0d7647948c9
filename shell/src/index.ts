import { parseWithoutEval } from './zod-jitless';

parseWithoutEval();

// Async boundary: module federation negotiates the shared singletons before any React code runs.
// Negotiating one library per task keeps each task short on a phone's CPU (a long task blocks input);
// the downloads still run in parallel.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const libraries = [
    () => import('react'),
    () => import('react-dom/client'),
    () => import('react-router-dom'),
    () => import('@tanstack/react-query'),
    () => import('@wellness/ui'),
  ];
  const loading: Promise<unknown>[] = [];
  for (const load of libraries) {
    await nextTask();
    loading.push(load());
  }
  await Promise.all(loading);
  await nextTask();
  await import('./bootstrap');
}

void start();
