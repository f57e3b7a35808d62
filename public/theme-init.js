// Runs before the app so a light-theme learner never sees a dark flash. Mirrors frontend/lib/theme.ts.
(function () {
  var theme = "dark";
  try {
    if (localStorage.getItem("theme") === "light") theme = "light";
  } catch (e) {}
  var root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
  var color = document.querySelector('meta[name="theme-color"]');
  if (color) color.setAttribute("content", theme === "dark" ? "#1a1a1a" : "#ffffff");
  var manifest = document.querySelector('link[rel="manifest"]');
  if (manifest) manifest.setAttribute("href", "/manifest-" + theme + ".webmanifest");
  var bar = document.querySelector('meta[name="apple-mobile-web-app-status-bar-style"]');
  if (bar) bar.setAttribute("content", theme === "dark" ? "black-translucent" : "default");
})();
