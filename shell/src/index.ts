// Async boundary: lets module federation negotiate shared singletons before any React code runs.
import('./bootstrap');
