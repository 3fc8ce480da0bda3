#!/usr/bin/env python3
"""Generators of valid-ish format-2 apps, and mutations of their JSON trees, for Scripts/mutate.py --apps.

    python3 Scripts/generate-apps.py [--count N] [--seed S] [--out DIR]   # writes N generated apps

An app is a random tree of tab bar, navigation and split view controllers with child controllers; its
script mixes flows (push, pop, popToRoot, setViewControllers, present with styles and detents, dismiss,
selectTab, addChild, removeChild), keyboards shown and hidden at close times (during transitions too),
rotations, `set` steps (largeTitleDisplayMode, preferredDisplayMode, bars), `during` steps, and its
expectations values, `order`, `called` and `stops` entries. Most generated apps decode; many stop the run
(a flow during a transition), some are refused: all three reach code that hostile input can reach.
`mutate_tree` then drops, duplicates or swaps keys, gives values of the wrong type, huge numbers, deep
nesting, long strings and repeated values. Deterministic for a seed; the standard library only."""
import argparse, copy, json, os, random, sys

sys.setrecursionlimit(100000)  # deep nesting is one of the mutations

# (device, os) pairs the catalogue accepts, from the scenarios under Traces/ (and a few more).
CONFIGS = [
    ("iPhone 15", "17.0"), ("iPhone 8", "10.3"), ("iPhone 8", "11.0"), ("iPhone 8", "12.0"), ("iPhone X", "11.0"),
    ("iPhone X", "12.0"), ("iPhone 8", "13.0"), ("iPhone 15", "18.0"), ("iPhone 16", "26.1"), ("iPhone 15 Pro Max", "17.0"),
    ("iPhone 5s", "7.0"), ("iPhone 5", "6.1"), ("iPhone 8 Plus", "16.0"), ("iPad (A16)", "26.1"),
    ("iPad Pro (10.5-inch)", "12.0"), ("iPad Pro (10.5-inch)", "17.0"), ("iPad Pro (12.9-inch, 3rd)", "17.0"),
    ("iPad Pro (12.9-inch, 3rd)", "18.0"),
]
NAMES = ["List", "Detail", "Settings", "Form", "Banner", "Sidebar", "Inbox", "Modal", "Child", "Pane", "Help", "About"]
VIEW_TYPES = ["view", "scrollView", "tableView", "collectionView", "textView", "wkWebView"]
STYLES = ["automatic", "pageSheet", "formSheet", "fullScreen", "overFullScreen", "popover"]
ORIENTATIONS = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
CALLBACKS = ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
             "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewSafeAreaInsetsDidChange", "viewWillTransition",
             "transitionCompletion", "willMove", "didMove", "traitCollectionDidChange"]
KEYBOARD = ["keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidShow", "keyboardWillHide", "keyboardDidHide"]
DISPLAY_MODES = ["secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "twoBesideSecondary", "twoOverSecondary",
                 "twoDisplaceSecondary", "automatic"]
STOPS = ["flow.raises", "flow.duringTransition.notModelled"]


def major(os_):
    return float(os_.split(".")[0])


class App:
    def __init__(self, rng):
        self.rng = rng
        self.view_ids = []
        self.n_views = 0
        self.ios11 = True

    def view(self, depth=0):
        r = self.rng
        self.n_views += 1
        vid = "v%d" % self.n_views
        self.view_ids.append(vid)
        t = r.choice(VIEW_TYPES)
        v = {"id": vid, "type": t, "frame": "fill" if r.random() < 0.6 else [r.choice([0, 10]), r.choice([0, 64, 740]), r.choice([393, 320]), r.choice([80, 400, 852])]}
        if t in ("scrollView", "textView", "collectionView") and r.random() < 0.5:
            v["contentSize"] = [393, r.choice([0, 500, 2000, 100000])]
        if t == "tableView":
            v["rows"] = r.choice([0, 1, 40, 1000])
            if r.random() < 0.3: v["rowHeight"] = r.choice([44, 0.5, 100])
        scroll = t in ("scrollView", "tableView", "collectionView", "textView")
        if scroll and self.ios11 and r.random() < 0.3:
            v["contentInsetAdjustmentBehavior"] = r.choice(["automatic", "scrollableAxes", "never", "always"])
        if scroll and r.random() < 0.2:
            v["contentInset"] = [r.choice([0, 64, 335]), 0, r.choice([0, 34, 49]), 0]
        if r.random() < 0.1: v["hidden"] = True
        if depth < 2 and r.random() < 0.2:
            v["subviews"] = [self.view(depth + 1)]
        return v

    def controller(self, name, os_, children):
        r = self.rng
        c = {}
        if r.random() < 0.25:
            c["rootView"] = self.view()
            c["rootView"].pop("frame", None)
            c["rootView"].pop("subviews", None)
        elif r.random() < 0.8:
            c["subviews"] = [self.view() for _ in range(r.randrange(0, 3))]
        if r.random() < 0.3: c["hidesBottomBarWhenPushed"] = r.random() < 0.8
        if major(os_) >= 11 and r.random() < 0.3: c["largeTitleDisplayMode"] = r.choice(["automatic", "always", "never"])
        if r.random() < 0.2: c["modalPresentationStyle"] = r.choice(STYLES if not self.ipad else ["formSheet", "fullScreen"])
        if major(os_) >= 11 and r.random() < 0.15: c["additionalSafeAreaInsets"] = [r.choice([0, 20]), 0, r.choice([0, 44]), 0]
        if major(os_) >= 7 and r.random() < 0.15: c["edgesForExtendedLayout"] = r.choice(["all", "none", "top", ["top", "bottom"]])
        if r.random() < 0.1: c["extendedLayoutIncludesOpaqueBars"] = True
        if 11 <= major(os_) <= 18 and r.random() < 0.1: c["searchController"] = {"hidesSearchBarWhenScrolling": r.random() < 0.5}
        if r.random() < 0.1: c["supportedInterfaceOrientations"] = r.sample(ORIENTATIONS, r.randrange(1, 4))
        if children:
            c["children"] = []
            for ch in children:
                e = {"controller": ch}
                if r.random() < 0.5: e["frame"] = [0, r.choice([0, 600, 740]), 393, r.choice([80, 200])]
                c["children"].append(e)
        return c

    def navigation(self, stack, name=None):
        r = self.rng
        n = {"stack": stack}
        if name: n["name"] = name
        if r.random() < 0.4: n["prefersLargeTitles"] = True
        if r.random() < 0.15: n["translucent"] = False
        if r.random() < 0.1: n["navigationBarHidden"] = True
        if r.random() < 0.15: n["toolbarHidden"] = False
        return {"navigationController": n}

    def generate(self):
        r = self.rng
        device, os_ = r.choice(CONFIGS)
        self.ios11 = major(os_) >= 11
        self.ipad = ipad = device.startswith("iPad")
        callbacks = [c for c in CALLBACKS if c != "viewIsAppearing" or major(os_) >= 17]
        keyboard = False
        names = r.sample(NAMES, r.randrange(2, len(NAMES)))
        pool = list(names)
        shown = []  # controllers placed in the root, in launch order

        def take(k=1):
            got = [pool.pop(0) for _ in range(min(k, len(pool)))]
            shown.extend(got)
            return got

        kind = r.choice(["plain", "nav", "nav", "tab", "tab", "split"] if major(os_) >= 8 else ["plain", "nav", "tab"])
        navs = 0
        if kind == "plain":
            root = take()[0]
        elif kind == "nav":
            root = self.navigation(take(r.randrange(1, 3)))
            navs = 1
        elif kind == "tab":
            tabs = []
            for i in range(r.randrange(1, 4)):
                if not pool: break
                if r.random() < 0.6:
                    navs += 1
                    tabs.append(self.navigation(take(1), name="nav%d" % i))
                else:
                    tabs.append(take()[0])
            tb = {"tabs": tabs, "selected": r.randrange(len(tabs))}
            if r.random() < 0.1: tb["translucent"] = False
            if major(os_) >= 26 and r.random() < 0.2: tb["bottomAccessory"] = True
            root = {"tabBarController": tb}
        else:
            style = r.choice(["doubleColumn", "tripleColumn", None]) if major(os_) >= 14 else None
            cols = {"primary": take()[0], "secondary": take()[0] if pool else names[0]}
            if style == "tripleColumn" and pool: cols["supplementary"] = take()[0]
            if style and pool and r.random() < 0.3: cols["compact"] = take()[0]
            sv = {"columns": cols}
            if style: sv["style"] = style
            if r.random() < 0.3: sv["preferredDisplayMode"] = r.choice(DISPLAY_MODES if style == "tripleColumn" else DISPLAY_MODES[:3] + ["automatic"])
            if r.random() < 0.2: sv["preferredPrimaryColumnWidth"] = r.choice([200, 320, 400])
            root = {"splitViewController": sv}
            navs = 1
        # Child controllers: some of the rest, added in viewDidLoad of a shown controller.
        children = {}
        if pool and shown and r.random() < 0.3:
            parent = r.choice(shown)
            children[parent] = [pool.pop(0)]
        controllers = {}
        for n in names:
            controllers[n] = self.controller(n, os_, children.get(n, []))
        # The rest are pushed, presented or added by the script.
        rest = list(pool)
        script = []
        t = round(r.choice([0.5, 1.0]), 2)
        presented = False
        for i in range(r.randrange(1, 12)):
            step = {}
            timing = r.random()
            if timing < 0.15:
                step["during"] = r.choice([r.choice(names) + "." + r.choice(callbacks)] * 3 + [r.choice(KEYBOARD)])
                keyboard = keyboard or "." not in step["during"]
                if r.random() < 0.6: step["once"] = True
            else:
                # close times: the same instant, a frame later, mid-transition, or after it
                t = round(t + r.choice([0, 0.001, 0.016, 0.1, 0.25, 0.3, 0.5, 1.0]), 3)
                step["at"] = t
            if r.random() < 0.1: step["async"] = True
            a = r.random()
            def target():
                # a controller in no container yet; now and then one that is (an input error, or UIKit's raise)
                return rest.pop(0) if rest and r.random() < 0.9 else r.choice(names)
            if a < 0.16 and navs:
                step.update({"do": "push", "controller": target()})
            elif a < 0.22:
                step.update({"do": r.choice(["pop", "popToRoot"])})
            elif a < 0.26 and navs:
                step.update({"do": "setViewControllers", "names": r.sample(names, r.randrange(1, min(3, len(names)) + 1))})
            elif a < 0.38:
                step.update({"do": "present", "controller": target()})
                if ipad or r.random() < 0.7: step["style"] = r.choice(STYLES if not ipad or r.random() < 0.05 else ["formSheet", "fullScreen", "overFullScreen"])
                if r.random() < 0.3: step["inNavigationController"] = True
                if major(os_) >= 15 and not ipad and step.get("style", "pageSheet") in ("pageSheet", "formSheet", "automatic") and r.random() < 0.4: step["detents"] = r.choice([["medium"], ["large"], ["medium", "large"]])
                presented = True
            elif a < 0.44:
                step.update({"do": "dismiss"})
            elif a < 0.5 and kind == "tab":
                step.update({"do": "selectTab", "index": r.randrange(len(root["tabBarController"]["tabs"]))})
            elif a < 0.56:
                child = target()
                step.update({"do": "addChild", "controller": child, "parent": r.choice([n for n in names if n != child] or names)})
                if r.random() < 0.5: step["frame"] = [0, r.choice([0, 700]), 393, 100]
            elif a < 0.6:
                step.update({"do": "removeChild", "controller": r.choice(names)})
            elif a < 0.72:
                step.update({"do": r.choice(["showKeyboard", "hideKeyboard"])})
            elif a < 0.78 and major(os_) >= 8:
                step.update({"do": "rotate", "to": r.choice(ORIENTATIONS)})
            elif a < 0.86 and major(os_) >= 11:
                step.update({"set": r.choice(names) + ".largeTitleDisplayMode", "to": r.choice(["automatic", "always", "never"])})
            elif a < 0.9 and kind == "split":
                step.update({"set": "splitViewController.preferredDisplayMode", "to": r.choice(DISPLAY_MODES[:-1] if root["splitViewController"].get("style") == "tripleColumn" else DISPLAY_MODES[:3])})
            elif a < 0.93 and self.view_ids:
                step.update({"do": "scroll", "view": r.choice(self.view_ids), "to": [0, r.choice([-100, 0, 50, 400])]})
            elif a < 0.95:
                step.update({"do": r.choice(["setNeedsLayout", "layoutIfNeeded", "scrollToTop"])})
            elif a < 0.97 and kind == "tab":
                step.update({"set": "tabBar.hidden", "to": r.random() < 0.5})
            elif a < 0.97 and kind == "nav":
                step.update({"set": r.choice(["navigationBar.hidden", "navigationController.prefersLargeTitles"]), "to": r.random() < 0.5})
            elif kind == "nav":
                step.update({"do": "setNavigationBarHidden", "hidden": r.random() < 0.5, "animated": r.random() < 0.5})
            else:
                step.update({"do": r.choice(["showKeyboard", "hideKeyboard"])})
            if step.get("do") in ("push", "pop", "popToRoot", "present", "dismiss", "setViewControllers") and r.random() < 0.3:
                step["animated"] = False
            script.append(step)
            # A keyboard right behind a flow: during its transition.
            if step.get("do") in ("push", "present", "dismiss", "pop") and "at" in step and r.random() < 0.3:
                script.append({"at": round(t + r.choice([0, 0.05, 0.2]), 3), "do": r.choice(["showKeyboard", "hideKeyboard"])})
        if keyboard:
            script.append({"at": round(t + 0.5, 3), "do": "showKeyboard"})
        for n in rest:  # whatever is left is pushed or presented at the end, so that every controller shows
            t = round(t + 1.0, 3)
            script.append({"at": t, "do": "push" if navs and r.random() < 0.5 else "present", "controller": n})
            if ipad and script[-1]["do"] == "present": script[-1]["style"] = "formSheet"
        s = {"insetsim": 2, "name": "gen-%d" % r.randrange(1 << 30), "os": os_, "device": device}
        if r.random() < 0.2: s["orientation"] = r.choice(ORIENTATIONS)
        if r.random() < 0.3: s["summary"] = "generated app"
        s["root"] = root
        s["controllers"] = controllers
        s["script"] = script
        if r.random() < 0.3:
            s["observe"] = r.sample(["t=0.5", "t=1.0", "t=2.0", "last " + names[0] + ".viewDidLayoutSubviews", names[0] + ".viewDidAppear"], r.randrange(1, 3))
        expect = []
        for _ in range(r.randrange(0, 4)):
            e = r.random()
            src = "generated"
            if e < 0.3:
                expect.append({"stops": r.choice(STOPS), "source": src})
            elif e < 0.55:
                expect.append({"called": r.choice(names) + "." + r.choice(callbacks[:5]), "times": r.randrange(0, 3), "source": src})
            elif e < 0.75:
                expect.append({"order": [r.choice(names) + "." + c for c in r.sample(callbacks[:5], 2)], "source": src})
            else:
                expect.append({"at": r.choice(["t=1.5", names[0] + ".viewDidAppear", "last " + names[0] + ".viewDidLayoutSubviews"]),
                               "object": r.choice([names[0] + ".view", "window", "navigationBar", "keyboard"] + self.view_ids[:2]),
                               "property": r.choice(["safeAreaInsets", "frame", "adjustedContentInset", "hidden"]), "source": src})
                p = expect[-1]["property"]
                expect[-1]["value"] = (r.random() < 0.5) if p == "hidden" else [0, 0, 393, 852] if p == "frame" else r.choice([[0, 0, 0, 0], [98, 0, 34, 0]])
        if expect: s["expect"] = expect
        return s


def generate(rng):
    return App(rng).generate()


# Mutations of a JSON tree. A tree is kept as Python values; duplicate keys are made by writing the text.

def _containers(node, path=()):
    """Every (path, container) in the tree, outermost first."""
    out = []
    if isinstance(node, (dict, list)):
        out.append((path, node))
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for k, v in items:
            out.extend(_containers(v, path + (k,)))
    return out


WRONG = [None, True, False, 0, -1, 1.5, "", "x", [], {}, [0, 0, 0], {"a": 1}, "List", "t=1.0", [None]]
HUGE = [99999999, -99999999, 1e308, -1e308, 1e-300, 3600.000001, 100000.5, 2**63, -(2**63) - 1, 10**40, 0.1e-7]
KEYS = ["root", "controllers", "tabBarController", "navigationController", "splitViewController", "children", "push",
        "present", "detents", "selectTab", "addChild", "stops", "largeTitleDisplayMode", "supportedInterfaceOrientations",
        "stack", "tabs", "selected", "columns", "style", "names", "controller", "parent", "during", "at", "set", "to", "do",
        "once", "async", "in", "frame", "order", "called", "times", "value", "object", "property", "insetsim", "os", "device"]


def mutate_tree(tree, rng, dup_keys):
    """One structural mutation of tree (changed in place; the new root is returned). dup_keys collects
    (container id, key) pairs to write twice."""
    conts = _containers(tree)
    path, c = rng.choice(conts)
    kind = rng.randrange(12)
    keys = list(c.keys()) if isinstance(c, dict) else list(range(len(c)))
    if kind == 0 and keys:   # drop a key or an item
        k = rng.choice(keys); del c[k]
    elif kind == 1 and keys and isinstance(c, dict):  # a key written twice
        dup_keys.append((id(c), rng.choice(keys)))
    elif kind == 2 and keys:  # a value of the wrong type
        c[rng.choice(keys)] = rng.choice(WRONG)
    elif kind == 3 and keys:  # a huge, tiny or negative number
        c[rng.choice(keys)] = rng.choice(HUGE)
    elif kind == 4 and keys:  # deep nesting
        k = rng.choice(keys); v = c[k]
        for _ in range(rng.choice([8, 33, 63, 64, 65, 200])):
            v = [v] if rng.random() < 0.5 else {"a": v}
        c[k] = v
    elif kind == 5 and keys:  # a long string
        c[rng.choice(keys)] = rng.choice(["A" * 65, "List" * 5000, "é" * 70000, "\u200b" * 100, "t=" + "1" * 400, "x.y." * 2000])
    elif kind == 6 and isinstance(c, list) and c:  # repeated values
        c[:] = c + [rng.choice(c)] * rng.choice([1, 10, 200, 1001])
    elif kind == 7 and len(keys) > 1 and isinstance(c, dict):  # swap two keys' values
        a, b = rng.sample(keys, 2); c[a], c[b] = c[b], c[a]
    elif kind == 8 and isinstance(c, dict):  # a key from elsewhere in the format
        c[rng.choice(KEYS)] = rng.choice(WRONG + ["List", ["List"], {"stack": ["List"]}, 1.0, "medium"])
    elif kind == 9 and keys:  # a subtree moved to another container
        k = rng.choice(keys); v = copy.deepcopy(c[k])
        _, d = rng.choice(conts)
        if d is not c and isinstance(d, dict): d[rng.choice(KEYS)] = v
        elif d is not c and isinstance(d, list): d.append(v)
    elif kind == 10 and keys:  # a name of a controller, view or callback where another is expected
        c[rng.choice(keys)] = rng.choice(NAMES + ["v1", "window", "keyboard", "List.viewDidLoad", "application", "UIKit", "controller"])
    elif kind == 11 and isinstance(c, list) and len(c) > 1:  # reorder
        rng.shuffle(c)
    return tree


def dumps(tree, dup_keys=(), indent=None):
    """JSON text; keys in dup_keys written twice (the second time with the first's value)."""
    dups = {}
    for cid, k in dup_keys:
        dups.setdefault(cid, set()).add(k)

    def enc(v):
        if isinstance(v, dict):
            parts = []
            for k, x in v.items():
                parts.append(json.dumps(str(k), ensure_ascii=False) + ": " + enc(x))
                if k in dups.get(id(v), ()):
                    parts.append(json.dumps(str(k), ensure_ascii=False) + ": " + enc(x))
            return "{" + ", ".join(parts) + "}"
        if isinstance(v, list):
            return "[" + ", ".join(enc(x) for x in v) + "]"
        if isinstance(v, float) and v != v:
            return "0"
        return json.dumps(v, ensure_ascii=False)

    return enc(tree)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=".")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    os.makedirs(a.out, exist_ok=True)
    for n in range(a.count):
        with open(os.path.join(a.out, "gen%04d.scenario.json" % n), "w") as f:
            f.write(json.dumps(generate(rng), indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
