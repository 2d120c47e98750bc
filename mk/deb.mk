# The Debian package (debian/): `make deb` builds it with dpkg-buildpackage from a clean
# copy of the source files (git's, committed or not) in build/deb/src, so nothing built
# in this tree leaks in;
# leaves build/deb/carillon_VERSION_ARCH.deb and runs lintian on it (errors fail).
# `make test-deb` also installs it into this machine with apt-get, plays a level from
# the installed path and removes it again (tests/package/deb.sh; needs root or sudo).
DEB_DIR := build/deb

.PHONY: deb test-deb
deb:
	@scripts/install-deps.sh --deb
	rm -rf $(DEB_DIR) && mkdir -p $(DEB_DIR)/src
	git ls-files -z --cached --others --exclude-standard | tar --null -T - --ignore-failed-read -cf - | tar -xf - -C $(DEB_DIR)/src
	cd $(DEB_DIR)/src && env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL \
	  dpkg-buildpackage -b -us -uc -j2 > ../build.log 2>&1 || { tail -40 ../build.log; exit 1; }
	lintian --fail-on error --info $(DEB_DIR)/carillon_*.deb
	@ls -l $(DEB_DIR)/carillon_*.deb

test-deb: deb
	@tests/package/deb.sh $(DEB_DIR)
