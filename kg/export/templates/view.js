// paper-kg interactive view. All data arrives as JSON and is rendered with textContent only.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("kg-data").textContent);
  var styles = data.styles;
  var big = data.nodes.length > 300;
  var state = { stable: false, stabilisedAt: null, startedAt: performance.now(), progress: 0 };

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function styleOf(label) { return styles.labels[label] || styles.fallback; }

  function shortName(text, width) {
    text = String(text);
    return text.length > width ? text.slice(0, width - 1) + "\u2026" : text;
  }

  function fieldList(rows) {
    var dl = el("dl");
    rows.forEach(function (row) {
      var value = row[1];
      if (value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length)) return;
      dl.appendChild(el("dt", null, row[0]));
      if (Array.isArray(value)) {
        var dd = el("dd"), ul = el("ul");
        value.forEach(function (item) { ul.appendChild(el("li", null, item)); });
        dd.appendChild(ul);
        dl.appendChild(dd);
      } else {
        dl.appendChild(el("dd", null, value));
      }
    });
    return dl;
  }

  function nodeCard(node) {
    var box = el("div", "kg-tip");
    box.appendChild(el("div", "kg-name", node.name));
    box.appendChild(el("div", "kg-label", node.label + (node.papers !== null ? " \u00b7 " + node.papers + " paper" + (node.papers === 1 ? "" : "s") : "")));
    var rows = [["aliases", node.aliases]];
    node.details.forEach(function (pair) { rows.push(pair); });
    var titles = node.paperTitles.slice();
    if (node.morePapers) titles.push("\u2026 and " + node.morePapers + " more");
    rows.push(["papers", titles]);
    box.appendChild(fieldList(rows));
    return box;
  }

  function edgeCard(edge) {
    var box = el("div", "kg-tip");
    box.appendChild(el("div", "kg-name", edge.type));
    box.appendChild(el("div", "kg-label", shortName(nodeById[edge.from].name, 60) + " \u2192 " + shortName(nodeById[edge.to].name, 60)));
    box.appendChild(fieldList([["evidence", edge.sentence], ["rule", edge.rule],
      ["confidence", edge.confidence === null ? null : String(edge.confidence)]]));
    return box;
  }

  var nodeById = {};
  data.nodes.forEach(function (node) { nodeById[node.id] = node; });
  var focusSet = {};
  data.focus.forEach(function (id) { focusSet[id] = true; });

  var focusFont = 16;
  var visNodes = new vis.DataSet(data.nodes.map(function (node) {
    var style = styleOf(node.label);
    var size = style.size;
    if (node.papers !== null && node.label !== "Paper") {
      size = Math.min(styles.max_size, style.size + styles.size_per_sqrt_paper * Math.sqrt(Math.max(node.papers - 1, 0)));
    }
    var focused = !!focusSet[node.id];
    return {
      id: node.id, label: shortName(node.name, node.label === "Paper" ? 42 : (node.label === "Result" ? 48 : 30)),
      title: nodeCard(node),
      shape: style.shape, size: focused ? size + 6 : size, group: node.label,
      color: { background: style.color, border: focused ? "#000000" : "#444444",
               highlight: { background: style.color, border: "#000000" }, hover: { background: style.color, border: "#000000" } },
      borderWidth: focused ? 4 : 1,
      font: { size: focused ? focusFont : 12, strokeWidth: 3, strokeColor: "#ffffff", bold: focused }
    };
  }));
  var visEdges = new vis.DataSet(data.edges.map(function (edge) {
    return {
      id: edge.id, from: edge.from, to: edge.to, title: edgeCard(edge),
      color: { color: styles.edge_colors[edge.type] || styles.edge_fallback, opacity: 0.75 },
      label: data.edges.length <= 250 ? edge.type : undefined
    };
  }));

  var container = document.getElementById("kg-network");
  var options = {
    autoResize: true,
    layout: { improvedLayout: data.nodes.length <= 150, randomSeed: 7 },
    nodes: { borderWidthSelected: 3, scaling: { label: { drawThreshold: 4 } } },
    edges: {
      arrows: { to: { enabled: true, scaleFactor: 0.5 } }, width: 1, selectionWidth: 2,
      smooth: big ? false : { type: "continuous", roundness: 0.3 },
      font: { size: 9, color: "#666666", strokeWidth: 2, align: "middle" }
    },
    physics: {
      enabled: true, solver: "forceAtlas2Based",
      forceAtlas2Based: { gravitationalConstant: big ? -40 : -60, centralGravity: 0.01, springLength: big ? 60 : 110,
                          springConstant: 0.08, damping: 0.6, avoidOverlap: 0.2 },
      maxVelocity: 60, minVelocity: 1, timestep: 0.45,
      stabilization: { enabled: true, iterations: data.nodes.length > 1000 ? 250 : (big ? 400 : 1000), updateInterval: 25, fit: true }
    },
    interaction: { hover: true, tooltipDelay: 150, hideEdgesOnDrag: big, hideEdgesOnZoom: data.edges.length > 3000,
                   navigationButtons: false, keyboard: false, multiselect: true }
  };
  var network = new vis.Network(container, {}, options);
  var status = document.getElementById("kg-status");
  var physicsBox = document.getElementById("kg-physics");

  function setStatus() {
    if (!data.nodes.length) {
      status.textContent = "Nothing to show: the selection matched no node.";
      return;
    }
    var shownNodes = visNodes.get({ filter: function (node) { return !node.hidden; } });
    var shown = {};
    shownNodes.forEach(function (node) { shown[node.id] = true; });
    var shownEdges = data.edges.filter(function (edge) { return shown[edge.from] && shown[edge.to]; }).length;
    var text = shownNodes.length + " nodes \u00b7 " + shownEdges + " relationships";
    if (shownNodes.length < visNodes.length) text += " shown of " + visNodes.length + " and " + visEdges.length;
    if (!state.stable) text += " \u00b7 arranging " + Math.round(state.progress * 100) + "%";
    else if (!physicsBox.checked) text += " \u00b7 layout fixed";
    status.textContent = text;
  }

  // A focus stays named at any zoom: its label grows as the view zooms out past where 16 px would be drawn too
  // small (vis-network leaves out a label under drawThreshold pixels).
  function keepFocusNamed() {
    if (!data.focus.length) return;
    var size = Math.max(16, Math.ceil(8 / Math.max(network.getScale(), 0.001)));
    if (size === focusFont) return;
    focusFont = size;
    visNodes.update(data.focus.filter(function (id) { return nodeById[id]; }).map(function (id) {
      return { id: id, font: { size: size, strokeWidth: 3, strokeColor: "#ffffff", bold: true } };
    }));
  }

  function markStable() {
    if (state.stable) return;
    network.setOptions({ physics: { enabled: false } });
    physicsBox.checked = false;
    state.stable = true;
    state.stabilisedAt = performance.now();
    if (data.focus.length) {
      network.selectNodes(data.focus.filter(function (id) { return nodeById[id]; }));
    }
    keepFocusNamed();
    setStatus();
  }

  network.on("stabilizationProgress", function (params) {
    state.progress = params.total ? params.iterations / params.total : 1;
    setStatus();
  });
  network.on("zoom", keepFocusNamed);
  network.on("animationFinished", keepFocusNamed);  // (after a search or a fit moves the view)
  network.once("stabilizationIterationsDone", markStable);
  network.once("stabilized", markStable);
  network.setData({ nodes: visNodes, edges: visEdges });
  if (!data.nodes.length) markStable();
  setStatus();

  physicsBox.addEventListener("change", function () {
    network.setOptions({ physics: { enabled: physicsBox.checked, stabilization: { enabled: false } } });
    setStatus();
  });

  // Legend doubles as the label filter.
  var hiddenLabels = {};
  var legend = document.getElementById("kg-legend");
  legend.appendChild(el("h2", null, "Labels"));
  data.labels.forEach(function (entry) {
    var row = el("label", "kg-legend-row");
    var box = document.createElement("input");
    box.type = "checkbox"; box.checked = true; box.dataset.label = entry.label;
    box.addEventListener("change", function () { setLabelVisible(entry.label, box.checked); });
    var swatch = el("span", "kg-swatch " + styleOf(entry.label).shape);
    swatch.style.background = styleOf(entry.label).color;
    row.appendChild(box); row.appendChild(swatch); row.appendChild(el("span", null, entry.label));
    row.appendChild(el("span", "kg-count", entry.count));
    legend.appendChild(row);
  });

  function setLabelVisible(label, visible) {
    if (visible) delete hiddenLabels[label]; else hiddenLabels[label] = true;
    var updates = [];
    data.nodes.forEach(function (node) {
      if (node.label === label) updates.push({ id: node.id, hidden: !visible });
    });
    visNodes.update(updates);
    var box = legend.querySelector('input[data-label="' + label + '"]');
    if (box) box.checked = visible;
    setStatus();
  }

  // Details panel: what was clicked, as text.
  var details = document.getElementById("kg-details");
  function showDetails(card) {
    while (details.firstChild) details.removeChild(details.firstChild);
    details.appendChild(el("h2", null, "Details"));
    details.appendChild(card);
  }
  network.on("click", function (params) {
    if (params.nodes.length) showDetails(nodeCard(nodeById[params.nodes[0]]));
    else if (params.edges.length) showDetails(edgeCard(edgeById[params.edges[0]]));
  });
  var edgeById = {};
  data.edges.forEach(function (edge) { edgeById[edge.id] = edge; });

  // Search: exact name, alias or id first, then prefix, then substring.
  var datalist = document.getElementById("kg-names");
  var seen = {};
  data.nodes.forEach(function (node) {
    if (seen[node.name]) return;
    seen[node.name] = true;
    var option = document.createElement("option");
    option.value = node.name;
    datalist.appendChild(option);
  });

  function findNode(query) {
    var q = String(query || "").trim().toLowerCase();
    if (!q) return null;
    var tests = [
      function (n) { return n.name.toLowerCase() === q || n.id.toLowerCase() === q ||
                     n.aliases.some(function (a) { return a.toLowerCase() === q; }); },
      function (n) { return n.name.toLowerCase().indexOf(q) === 0; },
      function (n) { return n.name.toLowerCase().indexOf(q) >= 0 ||
                     n.aliases.some(function (a) { return a.toLowerCase().indexOf(q) >= 0; }); }
    ];
    for (var t = 0; t < tests.length; t++) {
      for (var i = 0; i < data.nodes.length; i++) if (tests[t](data.nodes[i])) return data.nodes[i];
    }
    return null;
  }

  function focusNode(query) {
    var node = findNode(query);
    if (!node) { status.textContent = "no node matches \u201c" + String(query) + "\u201d"; return null; }
    if (hiddenLabels[node.label]) setLabelVisible(node.label, true);
    network.selectNodes([node.id]);
    state.animating = true;
    network.focus(node.id, { scale: 1.4, animation: { duration: 300, easingFunction: "easeInOutQuad" } });
    showDetails(nodeCard(node));
    setStatus();
    return node.id;
  }

  document.getElementById("kg-search").addEventListener("submit", function (event) {
    event.preventDefault();
    focusNode(document.getElementById("kg-search-input").value);
  });

  function toPage(canvasPoint) {
    var point = network.canvasToDOM(canvasPoint);
    var rect = container.getBoundingClientRect();
    return { x: rect.left + point.x, y: rect.top + point.y };
  }
  state.animating = false;
  network.on("animationFinished", function () { state.animating = false; });

  // Small API for tests and for scripting the view from the console.
  window.kgView = {
    network: network,
    nodeCount: function () { return visNodes.length; },
    edgeCount: function () { return visEdges.length; },
    drawnNodeCount: function () { return network.body.nodeIndices.length; },
    drawnEdgeCount: function () {
      return network.body.edgeIndices.filter(function (id) { return network.body.edges[id].connected; }).length;
    },
    isStable: function () { return state.stable; },
    focusLabelPixels: function () { return focusFont * network.getScale(); },
    stabiliseMs: function () { return state.stable ? state.stabilisedAt - state.startedAt : null; },
    physicsEnabled: function () { return !!network.physics.physicsEnabled; },
    focus: focusNode,
    selected: function () { return network.getSelectedNodes(); },
    setLabelVisible: setLabelVisible,
    isAnimating: function () { return state.animating; },
    domPosition: function (id) { return toPage(network.getPosition(id)); },
    edgeMidpoint: function (id) {
      var edge = network.body.edges[id];
      return toPage(edge.edgeType.getPoint(0.5));
    },
    viewCenter: function () {
      var rect = container.getBoundingClientRect();
      var c = network.canvasToDOM(network.getViewPosition());
      return { x: rect.left + c.x, y: rect.top + c.y };
    }
  };
})();
