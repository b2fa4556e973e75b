// Runs before first paint: applies the theme chosen in Instellingen (light / dark / system).
(function () {
  var theme = "system";
  try {
    theme = localStorage.getItem("normwijs-theme") || "system";
  } catch {
    // Storage blocked: follow the system.
  }
  var dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
})();
