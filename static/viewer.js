// The game viewer: buttons and the arrow keys (Home, End) step through the positions.
// Without JavaScript every position is still a link (#p12), shown by CSS :target.
(function () {
  var viewer = document.getElementById("viewer");
  if (!viewer) return;
  var positions = viewer.querySelectorAll(".pos");
  var plies = viewer.querySelectorAll("a.ply");
  var last = positions.length - 1;
  var at = last;
  function show(i) {
    at = Math.max(0, Math.min(last, i));
    positions.forEach(function (p, k) { p.classList.toggle("shown", k === at); });
    plies.forEach(function (a) {
      var current = a.getAttribute("href") === "#p" + at;
      a.classList.toggle("current", current);
      if (current) a.setAttribute("aria-current", "step"); else a.removeAttribute("aria-current");
    });
    try { history.replaceState(null, "", "#p" + at); } catch (e) { /* a file: page */ }
  }
  viewer.classList.add("js");
  viewer.querySelector(".steps").hidden = false;
  viewer.addEventListener("click", function (e) {
    var link = e.target.closest('a[href^="#p"]');
    var button = e.target.closest("button[data-go]");
    if (link) {
      e.preventDefault();
      show(Number(link.getAttribute("href").slice(2)));
    } else if (button) {
      var go = button.getAttribute("data-go");
      show(go === "first" ? 0 : go === "last" ? last : at + (go === "next" ? 1 : -1));
    }
  });
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.target.closest("input, textarea, select")) return;
    var to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      show(to);
    }
  });
  var chosen = /^#p(\d+)$/.exec(location.hash);
  show(chosen ? Number(chosen[1]) : last);
})();
